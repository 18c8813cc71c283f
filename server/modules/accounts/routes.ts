import { contactUpdateSchema } from '../../../common/accounts/schemas';
import type { Router } from '../../auth/guard';
import { requireUser } from '../../auth/guard';
import { parseJson } from '../../lib/validate';
import { countActiveCharters } from '../charters/service';
import { countUnread } from '../notifications/service';
import { countOwnedVessels } from '../vessels/service';
import { getProfile, registerUser, updateOwnContact } from './service';

export function accountRoutes(r: Router) {
  r.post('/api/accounts/register', 'public', async (c) => {
    const { auth, db } = c.get('deps');
    const created = await registerUser(db, await c.req.json().catch(() => ({})));
    // Sign the new member in straight away: Better Auth issues the session cookie.
    const signIn = await auth.api.signInEmail({
      body: { email: created.email, password: created.password, rememberMe: true },
      asResponse: true,
    });
    const response = c.json({ profile: await getProfile(db, created.userId) }, 201);
    for (const cookie of signIn.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    return response;
  });

  r.get('/api/accounts/me', 'user', async (c) => {
    return c.json({ profile: await getProfile(c.get('deps').db, requireUser(c).id) });
  });

  r.patch('/api/accounts/me', 'user', async (c) => {
    const input = await parseJson(c, contactUpdateSchema);
    return c.json({ profile: await updateOwnContact(c.get('deps').db, requireUser(c), input) });
  });

  // The member dashboard's live tiles.
  r.get('/api/accounts/dashboard', 'user', async (c) => {
    const { db } = c.get('deps');
    const user = requireUser(c);
    const [vessels, activeCharters, unreadNotifications] = await Promise.all([
      countOwnedVessels(db, user.id),
      countActiveCharters(db, user.id),
      countUnread(db, user.id),
    ]);
    return c.json({ vessels, activeCharters, unreadNotifications });
  });
}
