import type { components } from '../../openapi';

type User = components['schemas']['User'];

/** What the chrome shows of the signed-in user. */
export type ChromeUser = Pick<User, 'id' | 'name' | 'fullname'>;

/** Spec §2: the chrome treats someone as signed in when a user with an id is loaded. */
export function isSignedIn(user: ChromeUser | null | undefined): user is ChromeUser {
  return user != null && user.id != null;
}
