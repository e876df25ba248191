import { ArrearagePage } from './ObjectFeesPage.js';

export default ArrearagePage;
