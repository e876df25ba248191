/** The household pages, one lazy chunk (screens.ts names them by catalogue path). */
export { HouseholdExaminePage } from './ExaminePage.js';
export { RegistrationAddPage, RegistrationEditPage } from './RegistrationFormPage.js';
export { PersonDetailPage, StaffDetailPage } from './RegistrationDetailPage.js';
export { HouseholdRegPage, PropertyRegPage } from './RegistrationListPage.js';
