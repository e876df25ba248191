import type { ResourceDecl } from '@cvap/contracts';
import { ResourcePage } from './ResourcePage.js';

/** The generic screen of a declared resource: its search form, table and dialogs, with no overrides. */
export function declaredScreen(decl: ResourceDecl) {
  return function DeclaredScreen() {
    return <ResourcePage decl={decl} />;
  };
}
