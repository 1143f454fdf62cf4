import { wireOverrides } from './wireOverrides';
import { wireSession } from './wireSession';

// The signed-in app's entry, loaded after sign-in (Bootstrap): the wiring of the HTTP client's re-authentication
// and of the registers' override folders comes with it, so the login page loads neither (nor the HTTP library
// and the feature folders they import).
wireSession();
wireOverrides();

export { default } from '../AppRouter';
