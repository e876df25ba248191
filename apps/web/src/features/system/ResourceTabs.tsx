import { Tabs } from 'antd';
import type { AnyResourceDecl } from '../../resource/decl.js';
import { ResourcePage, type ResourcePageOverrides } from '../../resource/ResourcePage.js';
import { useResourceTexts } from '../../resource/texts.js';

function TabLabel({ decl }: { decl: AnyResourceDecl }) {
  return <>{useResourceTexts(decl).resourceLabel()}</>;
}

/** One screen holding several resources, a tab each. */
export function ResourceTabs({
  decls,
  overrides = {},
}: {
  decls: readonly AnyResourceDecl[];
  overrides?: Record<string, ResourcePageOverrides>;
}) {
  return (
    <Tabs
      destroyOnHidden
      items={decls.map((decl) => ({
        key: decl.name,
        label: <TabLabel decl={decl} />,
        children: <ResourcePage decl={decl} overrides={overrides[decl.name]} />,
      }))}
      data-testid="resource-tabs"
    />
  );
}
