/** The household screens by catalogue path (routes/built-screens.ts loads them as one lazy chunk). */
export { HouseholdExaminePage } from './ExaminePage.js';
export { RegistrationAddPage, RegistrationEditPage } from './RegistrationFormPage.js';
export { ResidentDetailPage, StaffDetailPage } from './RegistrationDetailPage.js';
export { HouseholdRegPage, PropertyRegPage } from './RegistrationListPage.js';
