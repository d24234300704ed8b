import { expect, it } from 'vitest';
import { PRODUCT_NAME, TRIAL_DAYS, UPLOAD_MAX_BYTES_DEFAULT } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';

describeEachDb('app config: the upload limit', (ctx) => {
  it('states the largest upload (the default, 20 MB) beside the other public settings', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/app-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { product_name: PRODUCT_NAME, blog_url: null, chat_widget_script_url: null, support_email: 'support@thesis.local', trial_days: TRIAL_DAYS, upload_max_bytes: UPLOAD_MAX_BYTES_DEFAULT },
    });
    expect(UPLOAD_MAX_BYTES_DEFAULT).toBe(20 * 1024 * 1024);
    expect(ctx.config.mediaMaxBytes).toBe(UPLOAD_MAX_BYTES_DEFAULT);
  });
});

describeEachDb(
  'app config: an operator’s upload limit',
  (ctx) => {
    it('states the limit MEDIA_MAX_BYTES sets, the one uploads are held to', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/app-config' });
      expect(response.json().data.upload_max_bytes).toBe(5_000_000);
    });
  },
  { env: { MEDIA_MAX_BYTES: '5000000' } },
);
