import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The platform's tables and every module's own (docs/decisions/0026): a new module's schema file is picked up here.
  schema: ['./src/db/schema/index.ts', './src/modules/*/schema*.ts'],
  out: './drizzle',
});
