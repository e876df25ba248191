import { and, eq } from 'drizzle-orm';
import { AppError, jpegSize, mayDownload, type ResourceHooks } from '../../../engine/index.js';
import { files } from '../../../db/schema/index.js';

/**
 * A template's seal is a JPG the upload endpoint stored (decision 0007): a live file of the tenant the writer may
 * see, whose bytes are a JPEG the PDF can carry as it is (its size read from its frame header). Else 41064.
 */
export const billTemplateHooks: ResourceHooks = {
  async beforeWrite(ctx, values) {
    const path = values.sealImage;
    if (typeof path !== 'string' || path === '') return;
    const refuse = () => new AppError('FEE_TEMPLATE_SEAL', { data: { fields: [{ field: 'sealImage', message: 'jpg' }] } });
    const [file] = await ctx.orm
      .select()
      .from(files)
      .where(and(eq(files.storedPath, path), eq(files.tenantId, ctx.user.tenantId), eq(files.status, 0)))
      .limit(1);
    if (!file || file.mime !== 'image/jpeg' || !(await mayDownload(ctx.orm, ctx.user, file))) throw refuse();
    const bytes = await ctx.request.server.files.read(file.storedPath).catch(() => null);
    if (!bytes || !jpegSize(bytes)) throw refuse();
  },
};
