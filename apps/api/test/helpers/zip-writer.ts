// Tests build hostile archives with the writer the import also uses for the workbook parts it re-packs.
export { buildZip, type RawEntry } from '../../src/engine/import-export/zip-writer.js';
