import { PRODUCT_NAME, TRIAL_DAYS, UPLOAD_MAX_BYTES_DEFAULT } from '@thesis/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export interface AppConfig {
  product_name: string;
  blog_url: string | null;
  chat_widget_script_url: string | null;
  support_email: string;
  trial_days: number;
  /** The largest file this installation takes, in bytes. */
  upload_max_bytes: number;
}

const FALLBACK: AppConfig = {
  product_name: PRODUCT_NAME,
  blog_url: null,
  chat_widget_script_url: null,
  support_email: '',
  trial_days: TRIAL_DAYS,
  upload_max_bytes: UPLOAD_MAX_BYTES_DEFAULT,
};

/** Public settings of this installation (GET /app-config), loaded once. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery({
    queryKey: ['app-config'],
    queryFn: async () => (await api.get<{ data: AppConfig }>('/app-config', { silent: true })).data,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  // An older server's answer lacks the upload limit: the default stands in for it.
  return data ? { ...FALLBACK, ...data } : FALLBACK;
}
