// `pnpm glossary`: rewrites the generated table of docs/glossary.md from the declarations, the menu catalogue,
// the API's registry and the console's screen registry.
import { readFileSync, writeFileSync } from 'node:fs';
import { GLOSSARY_FILE, renderGlossary } from './glossary.js';

const current = readFileSync(GLOSSARY_FILE, 'utf8');
const next = await renderGlossary(current);
writeFileSync(GLOSSARY_FILE, next);
console.log(next === current ? `${GLOSSARY_FILE} is up to date` : `${GLOSSARY_FILE} rewritten`);
