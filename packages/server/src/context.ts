import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { EventBus } from './events/bus.ts';
import type { TopicRegistry } from './events/topics.ts';
import type { OperationConfig } from './http/operations.ts';
import type { Mailer } from './mail/mailer.ts';
import type { SessionRegistry } from './modules/auth/sessions.ts';
import type { AuthContext } from './modules/auth/use-cases.ts';
import type { FamilyAuth } from './modules/family/use-cases.ts';
import type { PhotoSigner } from './modules/photos/photos.ts';

/**
 * What every handler can reach: one database, the configuration, the mail transport, the live events (and the
 * topic kinds features serve), the signer of photo URLs and the registry of open sessions (told when a token
 * is revoked).
 */
export interface AppContext {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  events: EventBus;
  topics: TopicRegistry;
  photos: PhotoSigner;
  sessions: SessionRegistry;
}

declare module 'fastify' {
  interface FastifyInstance {
    kayoi: AppContext;
  }
  interface FastifyContextConfig extends Partial<OperationConfig> {}
  interface FastifyRequest {
    /** The signed-in caller; set by the auth hook on every non-public operation. */
    auth: AuthContext | null;
    /** The signed-in family account; set by the auth hook on every family operation (never with `auth`). */
    family: FamilyAuth | null;
  }
}
