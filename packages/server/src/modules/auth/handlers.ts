import { randomBytes } from 'node:crypto';
import { isoTokyo } from '@kayoi/domain/calendar';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { success } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, requireAuth, requireStore } from '../../http/request.ts';
import * as devices from './devices.ts';
import { DEVICE_CREDENTIAL_HEADER } from './devices.ts';
import { createAuthRepository } from './repository.ts';
import { createThrottle } from './throttle.ts';
import * as auth from './use-cases.ts';

export function authDeps(app: FastifyInstance): auth.AuthDeps {
  const { db, config, mailer, photos, sessions } = app.kayoi;
  return {
    db,
    repo: createAuthRepository(db, photos),
    inTransaction: (work) => db.transaction((tx) => work(createAuthRepository(tx, photos))),
    throttle: createThrottle(db, config.now),
    sessions,
    mailer,
    config,
  };
}

/** The reader device's credential, when the request carries one. */
const deviceCredentialOf = (request: FastifyRequest) => {
  const value = request.headers[DEVICE_CREDENTIAL_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export function authHandlers(app: FastifyInstance): OperationHandlers {
  const deps = authDeps(app);
  const { db, config, sessions } = app.kayoi;
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
        await auth.loginWithNfcCard(deps, bodyOf(request, 'loginWithNfcCard'), deviceCredentialOf(request)),
        serverMessages.loggedIn,
      );
    },
    async getCardPin(request) {
      return success(await auth.cardPinState(deps, requireAuth(request)));
    },
    async setCardPin(request) {
      const body = bodyOf(request, 'setCardPin');
      const state = await auth.setCardPin(deps, requireAuth(request), body);
      return success(state, state.has_card_pin ? serverMessages.cardPinSaved : serverMessages.cardPinRemoved);
    },
    async listReaderDevices(request) {
      return success(await devices.listDevices(db, requireStore(request), deviceCredentialOf(request)));
    },
    async getCurrentReaderDevice(request) {
      requireAuth(request);
      return success(await devices.currentDevice(db, deviceCredentialOf(request)));
    },
    async enrollReaderDevice(request, reply) {
      const enrollment = await devices.enrollDevice(db, {
        storeId: requireStore(request),
        staffId: requireAuth(request).staffId,
        name: bodyOf(request, 'enrollReaderDevice').name,
        at: config.now(),
      });
      return reply.code(201).send(success(enrollment, serverMessages.deviceEnrolled));
    },
    async revokeReaderDevice(request) {
      const { device, endedTokenIds } = await devices.revokeDevice(db, {
        storeId: requireStore(request),
        staffId: requireAuth(request).staffId,
        deviceId: paramsOf(request, 'revokeReaderDevice').id,
        at: config.now(),
        credential: deviceCredentialOf(request),
      });
      sessions.revoked(endedTokenIds);
      return success(device, serverMessages.deviceRevoked);
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
      return success({ valid: true, expires_at: isoTokyo(requireAuth(request).expiresAt) });
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
