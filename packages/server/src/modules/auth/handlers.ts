import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, requireAuth } from '../../http/request.ts';
import { createAuthRepository } from './repository.ts';
import { createThrottle } from './throttle.ts';
import * as auth from './use-cases.ts';

export function authDeps(app: FastifyInstance): auth.AuthDeps {
  const { db, config, mailer, photos } = app.kayoi;
  return { repo: createAuthRepository(db, photos), throttle: createThrottle(db, config.now), mailer, config };
}

export function authHandlers(app: FastifyInstance): OperationHandlers {
  const deps = authDeps(app);
  return {
    async getCsrfCookie(_request, reply) {
      // Kept for clients written against the original (Laravel Sanctum) server; bearer tokens need no CSRF.
      const token = randomBytes(20).toString('base64url');
      reply.header('set-cookie', `XSRF-TOKEN=${token}; Path=/; SameSite=Lax; Max-Age=7200`);
      return reply.code(204).send();
    },
    async loginWithPassword(request) {
      return success(
        await auth.loginWithPassword(deps, bodyOf(request, 'loginWithPassword')),
        serverMessages.loggedIn,
      );
    },
    async loginWithNfcCard(request) {
      return success(
        await auth.loginWithNfcCard(deps, bodyOf(request, 'loginWithNfcCard')),
        serverMessages.loggedIn,
      );
    },
    async logout(request) {
      await auth.logout(deps, requireAuth(request));
      return success(null, serverMessages.loggedOut);
    },
    async getCurrentUser(request) {
      return success({ user: await auth.currentUser(deps, requireAuth(request)) });
    },
    async getAuthenticatedUser(request) {
      return success({ user: await auth.currentUser(deps, requireAuth(request)) });
    },
    async verifyToken(request) {
      return success({ valid: true, expires_at: requireAuth(request).expiresAt.toISOString() });
    },
    async sendHeartbeat(request) {
      return success(await auth.heartbeat(deps, requireAuth(request)));
    },
    async requestPasswordReset(request) {
      await auth.requestPasswordReset(deps, bodyOf(request, 'requestPasswordReset').email);
      return success(null, serverMessages.passwordResetLinkSent);
    },
    async resetPassword(request) {
      await auth.resetPassword(deps, bodyOf(request, 'resetPassword'));
      return success(null, serverMessages.passwordResetDone);
    },
    async changeStore(request) {
      const user = await auth.changeStore(
        deps,
        requireAuth(request),
        bodyOf(request, 'changeStore').store_id,
      );
      return success({ user }, serverMessages.storeSwitched);
    },
  };
}
