/** A response code: `status` goes in the envelope, `http` is the real HTTP status sent beside it. */
export interface CodeDecl {
  status: number;
  http: number;
  zh: string;
  en: string;
}
