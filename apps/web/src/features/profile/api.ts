import type { Media, UpdateUserInput, User } from '@thesis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { PROFILE_KEY } from '../auth/session';

export const profileApi = {
  /** PATCH /users/{id}?include=avatar; forms own their 422 answers. */
  update: (id: string, changes: UpdateUserInput, options: { form?: boolean } = {}) =>
    api.patch<{ data: User }>(`/users/${encodeURIComponent(id)}`, changes, { query: { include: 'avatar' }, form: options.form }),
  /** POST /media (multipart: collection, file). */
  upload: (collection: 'avatar', file: File) => {
    const formData = new FormData();
    formData.append('collection', collection);
    formData.append('file', file);
    return api.request<{ data: Media }>('/media', { method: 'POST', formData });
  },
};

/** Keeps the cached profile in step with an update answer (the PATCH answer lacks nothing we show). */
export function useProfileCache() {
  const queryClient = useQueryClient();
  return (user: User) => {
    const previous = queryClient.getQueryData<User>(PROFILE_KEY);
    queryClient.setQueryData<User>(PROFILE_KEY, { ...previous, ...user, avatar: user.avatar ?? null });
  };
}

/** Upload an image, then make it the avatar. */
export function useAvatarUpload(userId: string) {
  const setProfile = useProfileCache();
  return useMutation({
    mutationFn: async (file: File) => {
      const { data: media } = await profileApi.upload('avatar', file);
      const { data: user } = await profileApi.update(userId, { avatar_id: media.id });
      return user;
    },
    onSuccess: setProfile,
  });
}

export function useAvatarRemoval(userId: string) {
  const setProfile = useProfileCache();
  return useMutation({
    mutationFn: async () => (await profileApi.update(userId, { avatar_id: null })).data,
    onSuccess: setProfile,
  });
}
