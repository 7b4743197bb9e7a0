// @kayoi/nfc: card readers (Web NFC and the local reader service), the card codec, the rules between a read
// and a tap (write mode, cooldowns), attempt records, card-login retries, the offline tap queue and the
// bridge simulator. Framework-agnostic: the app wires it into React.

export type { AttemptKind, AttemptRecorder, KeyValueStorage } from './attempts.ts';
export { ATTEMPTS_STORAGE_KEY, createAttemptRecorder } from './attempts.ts';
export type { BridgeReaderOptions, SocketFactory, SocketLike } from './bridge.ts';
export { createBridgeReader, reconnectDelay } from './bridge.ts';
export type { CardLoginFailure, StatusError } from './cardLogin.ts';
export {
  CardLoginError,
  cardLoginRetryDelay,
  classifyCardLoginError,
  loginWithCardRetries,
} from './cardLogin.ts';
export type { CardPayload, CardRecord } from './codec.ts';
export {
  CardCodecError,
  decodeCardMessage,
  decodePayload,
  decodeRecordText,
  encodeCardMessage,
  encodePayload,
  encodeRecordText,
  isCardType,
  KAYOI_EXTERNAL_TYPE,
  normalizeUid,
  webNfcRecords,
} from './codec.ts';
export type { CardType } from './constants.ts';
export { CARD_TYPE, NFC_CONSTANTS } from './constants.ts';
export type { DeskEvent, DeskListener, DeskOptions, NfcDesk } from './desk.ts';
export { createNfcDesk, WriteTimeoutError } from './desk.ts';
export { DEVICE_ID_STORAGE_KEY, deviceId } from './device.ts';
export type { GateDecision, TapGate } from './gate.ts';
export { createTapGate } from './gate.ts';
export type { Environment, Platform, PlatformInfo } from './platform.ts';
export { browserEnvironment, detectPlatform, noticesFor, platformOf } from './platform.ts';
export type { ClientMessage, ServiceMessage } from './protocol.ts';
export { encodeMessage, parseClientMessage, parseServiceMessage } from './protocol.ts';
export type {
  CardRead,
  CardReader,
  ReaderEvent,
  ReaderKind,
  ReaderListener,
  ReaderNotice,
  ReaderState,
} from './reader.ts';
export { createUnavailableReader } from './reader.ts';
export type {
  BridgeSimulator,
  SimulatedCard,
  SimulatorConnection,
  SimulatorOptions,
  SimulatorState,
} from './simulator.ts';
export { createBridgeSimulator, createSimulatedSocketFactory, DEMO_CARDS } from './simulator.ts';
export type {
  QueuedTap,
  QueueEvent,
  SendOutcome,
  SubmitResult,
  TapInput,
  TapQueue,
  TapQueueOptions,
  TapStore,
} from './tapQueue.ts';
export { createIndexedDbTapStore, createMemoryTapStore, createTapQueue } from './tapQueue.ts';
export type { NdefReaderLike, NfcPermission, WebNfcReaderOptions } from './webnfc.ts';
export { createWebNfcReader, payloadFromRecords } from './webnfc.ts';
