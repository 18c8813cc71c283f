import { accountsApi } from '../../../common/accounts/api';
import { requireUser } from '../../auth/guard';
import { resendConfirmation, sendConfirmation } from '../../auth/confirmation';
import { clientIp } from '../../auth/routes';
import type { Router } from '../../lib/contract';
import { enforceLimit } from '../../lib/rate-limit';
import { countActiveCharters } from '../charters/service';
import { countUnreadMessages } from '../messaging/read';
import { countUnread } from '../notifications/service';
import { countOwnedVessels } from '../vessels/service';
import { countDeadlinesToday, countOnSubjects, countOpenEnquiries, heldInEscrow } from './dashboard';
import { getProfile, registerUser, updateOwnContact } from './service';

export function accountRoutes(route: Router) {
  route(accountsApi.register, async (c, { body }) => {
    const { auth, db } = c.get('deps');
    const from = { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null };
    await enforceLimit(c.get('deps'), 'registrationByAddress', from.ip);
    const created = await registerUser(db, body, from);
    await sendConfirmation({ db, auth }, { id: created.userId, email: created.email, ...from });
    // Sign the new member in straight away: Better Auth issues the session cookie.
    const signIn = await auth.api.signInEmail({ body: { email: created.email, password: created.password, rememberMe: true }, asResponse: true });
    for (const cookie of signIn.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    return { profile: await getProfile(db, created.userId) };
  });

  route(accountsApi.me, async (c) => ({ profile: await getProfile(c.get('deps').db, requireUser(c).id) }));

  route(accountsApi.updateMe, async (c, { body }) => ({ profile: await updateOwnContact(c.get('deps').db, requireUser(c), body) }));

  route(accountsApi.resendConfirmation, async (c) => {
    await enforceLimit(c.get('deps'), 'confirmationByAddress', clientIp(c));
    await resendConfirmation(c.get('deps'), requireUser(c));
    return null;
  });

  route(accountsApi.dashboard, async (c) => {
    const { db, clock } = c.get('deps');
    const user = requireUser(c);
    const [vessels, activeCharters, unreadNotifications, unreadMessages, openEnquiries, onSubjects, held, deadlinesToday] = await Promise.all([
      countOwnedVessels(db, user.id),
      countActiveCharters(db, user.id),
      countUnread(db, user.id),
      countUnreadMessages(db, user.id),
      countOpenEnquiries(db, user.id),
      countOnSubjects(db, user.id),
      heldInEscrow(db, user.id),
      countDeadlinesToday(db, user.id, clock.now()),
    ]);
    return { vessels, activeCharters, unreadNotifications, unreadMessages, openEnquiries, onSubjects, heldInEscrow: held, deadlinesToday };
  });
}
