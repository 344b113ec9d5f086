// What errorMessageLater loads: a module only ever imported dynamically, so that the build makes it
// the entry of its own small file (a dynamic import of the shared module itself would add a runtime
// helper file to every page).
export { errorMessage } from '../../stores/error-message.ts';
