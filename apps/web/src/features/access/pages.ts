export { AuthExceptionDetailPage, AuthExceptionPage } from './AuthExceptionPage.js';
