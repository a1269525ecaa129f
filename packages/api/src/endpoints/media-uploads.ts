import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const uploads = contract(() => import(/* webpackMode: "weak" */ '../contract/media-uploads'));

/**
 * Pictures for the rich-text editor. The body is a multipart form, which `call` does not send:
 * screens use `uploadImage` from `@portal/api/uploads`.
 */
export const mediaUploadEndpoints = {
  uploadImage: uploads.post('/wapi/media/uploadImage', (c) => ({ response: c.UploadImageResponse })),
};
