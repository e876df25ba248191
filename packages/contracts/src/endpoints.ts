/**
 * Paths the console uses that are no API route: static files. The API's own endpoints are declared
 * (`PlatformEndpoints`, each module's `<Module>Endpoints`).
 */
export const Endpoints = {
  helpPdf: '/help/help.pdf',
} as const;
