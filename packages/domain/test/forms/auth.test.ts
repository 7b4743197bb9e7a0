import { describe, expect, it } from 'vitest';
import {
  cardLoginPinFormSchema,
  cardPinFormSchema,
  cardPinRemovalFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  nfcIdFormSchema,
  readerDeviceFormSchema,
  resetPasswordFormSchema,
  storeSelectionFormSchema,
} from '../../src/forms/index.ts';
import { validationMessages } from '../../src/messages.ts';
import { issuesByPath, itAccepts, itRejects, type Rejection } from './helpers.ts';

const { email, password, token, nfcId, store, cardPin, readerDevice } = validationMessages;

const emailRejections: readonly Rejection[] = [
  { when: 'the e-mail is empty', patch: { email: '' }, path: 'email', messages: [email.required] },
  { when: 'the e-mail is only spaces', patch: { email: '   ' }, path: 'email', messages: [email.required] },
  { when: 'the e-mail is missing', patch: { email: undefined }, path: 'email', messages: [email.required] },
  {
    when: 'the e-mail has no @',
    patch: { email: 'staff.example.com' },
    path: 'email',
    messages: [email.invalid],
  },
  {
    when: 'the e-mail has no domain dot',
    patch: { email: 'staff@example' },
    path: 'email',
    messages: [email.invalid],
  },
  {
    when: 'the e-mail has a space inside',
    patch: { email: 'st aff@example.com' },
    path: 'email',
    messages: [email.invalid],
  },
];

describe('loginFormSchema', () => {
  const valid = { email: 'staff@example.com', password: 'secret7', remember: true };

  itAccepts(loginFormSchema, valid, [
    { when: 'every field is valid', patch: {}, output: valid },
    { when: 'the password is exactly 7 characters', patch: { password: '1234567' } },
    { when: 'remember is left out', patch: { remember: undefined }, output: { remember: false } },
    {
      when: 'the e-mail has surrounding spaces',
      patch: { email: '  staff@example.com ' },
      output: { email: 'staff@example.com' },
    },
    {
      when: 'the password has surrounding spaces',
      patch: { password: ' secret ' },
      output: { password: ' secret ' },
    },
  ]);
  itRejects(loginFormSchema, valid, [
    ...emailRejections,
    {
      when: 'the password is empty',
      patch: { password: '' },
      path: 'password',
      messages: [password.required],
    },
    {
      when: 'the password is missing',
      patch: { password: undefined },
      path: 'password',
      messages: [password.required],
    },
    {
      when: 'the password is 6 characters',
      patch: { password: '123456' },
      path: 'password',
      messages: [password.loginTooShort],
    },
  ]);
});

describe('nfcIdFormSchema', () => {
  const valid = { nfc_id: '04A2B3C4D5E6F7' };

  itAccepts(nfcIdFormSchema, valid, [
    { when: 'the id is 14 hex digits', patch: {}, output: valid },
    { when: 'the id is 8 hex digits', patch: { nfc_id: '04A2B3C4' } },
    { when: 'the id is 16 hex digits', patch: { nfc_id: '04A2B3C4D5E6F708' } },
    { when: 'the id is lower-case', patch: { nfc_id: '04a2b3c4' }, output: { nfc_id: '04A2B3C4' } },
    {
      when: 'the id has surrounding spaces',
      patch: { nfc_id: ' 04A2B3C4 ' },
      output: { nfc_id: '04A2B3C4' },
    },
  ]);
  itRejects(nfcIdFormSchema, valid, [
    { when: 'the id is empty', patch: { nfc_id: '' }, path: 'nfc_id', messages: [nfcId.required] },
    { when: 'the id is missing', patch: { nfc_id: undefined }, path: 'nfc_id', messages: [nfcId.required] },
    {
      when: 'the id is 7 hex digits',
      patch: { nfc_id: '04A2B3C' },
      path: 'nfc_id',
      messages: [nfcId.invalid],
    },
    {
      when: 'the id is 17 hex digits',
      patch: { nfc_id: '04A2B3C4D5E6F7081' },
      path: 'nfc_id',
      messages: [nfcId.invalid],
    },
    {
      when: 'the id has non-hex letters',
      patch: { nfc_id: '04A2B3CZ' },
      path: 'nfc_id',
      messages: [nfcId.invalid],
    },
    {
      when: 'the id has colons',
      patch: { nfc_id: '04:A2:B3:C4' },
      path: 'nfc_id',
      messages: [nfcId.invalid],
    },
  ]);
});

describe('forgotPasswordFormSchema', () => {
  const valid = { email: 'staff@example.com' };

  itAccepts(forgotPasswordFormSchema, valid, [{ when: 'the e-mail is valid', patch: {}, output: valid }]);
  itRejects(forgotPasswordFormSchema, valid, emailRejections);
});

describe('resetPasswordFormSchema', () => {
  const valid = {
    token: 'reset-token-123',
    email: 'staff@example.com',
    password: 'newpass8',
    password_confirmation: 'newpass8',
  };

  itAccepts(resetPasswordFormSchema, valid, [
    { when: 'every field is valid', patch: {}, output: valid },
    {
      when: 'the new password is longer than 8',
      patch: { password: 'a'.repeat(64), password_confirmation: 'a'.repeat(64) },
    },
  ]);
  itRejects(resetPasswordFormSchema, valid, [
    { when: 'the token is empty', patch: { token: '' }, path: 'token', messages: [token.required] },
    { when: 'the token is missing', patch: { token: undefined }, path: 'token', messages: [token.required] },
    ...emailRejections,
    {
      when: 'the new password is empty while a confirmation was typed',
      patch: { password: '' },
      path: 'password',
      messages: [password.required],
    },
    {
      when: 'the new password is 7 characters (confirmed)',
      patch: { password: '1234567', password_confirmation: '1234567' },
      path: 'password',
      messages: [password.resetTooShort],
    },
    {
      when: 'the confirmation is empty',
      patch: { password_confirmation: '' },
      path: 'password_confirmation',
      messages: [password.confirmationRequired],
    },
    {
      when: 'the confirmation is missing',
      patch: { password_confirmation: undefined },
      path: 'password_confirmation',
      messages: [password.confirmationRequired],
    },
    {
      when: 'the confirmation differs from the new password',
      patch: { password_confirmation: 'newpass9' },
      path: 'password_confirmation',
      messages: [password.mismatch],
    },
    {
      when: 'the confirmation differs only in case',
      patch: { password_confirmation: 'NEWPASS8' },
      path: 'password_confirmation',
      messages: [password.mismatch],
    },
  ]);

  it('when the passwords differ while the token is also missing, then both are reported', () => {
    expect(
      issuesByPath(resetPasswordFormSchema, { ...valid, token: '', password_confirmation: 'other-pass' }),
    ).toEqual({
      token: [token.required],
      password_confirmation: [password.mismatch],
    });
  });

  it('when both passwords are empty, then each is reported as missing and no mismatch is claimed', () => {
    expect(
      issuesByPath(resetPasswordFormSchema, { ...valid, password: '', password_confirmation: '' }),
    ).toEqual({
      password: [password.required],
      password_confirmation: [password.confirmationRequired],
    });
  });
});

describe('storeSelectionFormSchema', () => {
  const valid = { store_id: 3 };

  itAccepts(storeSelectionFormSchema, valid, [
    { when: 'the id is a positive number', patch: {}, output: valid },
    { when: 'the id is a numeric string from a select', patch: { store_id: '12' }, output: { store_id: 12 } },
  ]);
  itRejects(
    storeSelectionFormSchema,
    valid,
    [
      ['nothing is chosen', ''],
      ['the id is missing', undefined],
      ['the id is null', null],
      ['the id is 0', 0],
      ['the id is negative', -1],
      ['the id is a fraction', 1.5],
      ['the id is not numeric', 'abc'],
      ['the id is NaN', Number.NaN],
    ].map(([when, value]) => ({
      when: String(when),
      patch: { store_id: value },
      path: 'store_id',
      messages: [store.required],
    })),
  );
});

describe('cardPinFormSchema', () => {
  const valid = { current_password: 'kayoi-demo', pin: '4829', pin_confirmation: '4829' };

  itAccepts(cardPinFormSchema, valid, [
    {
      when: 'every field is valid',
      patch: {},
      output: { current_password: 'kayoi-demo', pin: '4829' },
    },
    { when: 'the PIN has 6 digits', patch: { pin: '000123', pin_confirmation: '000123' } },
    {
      when: 'the password has surrounding spaces',
      patch: { current_password: ' kayoi-demo ' },
      output: { current_password: ' kayoi-demo ' },
    },
  ]);
  it('when it parses, then the confirmation is not part of what is sent', () => {
    expect(cardPinFormSchema.parse(valid)).toEqual({ current_password: 'kayoi-demo', pin: '4829' });
  });
  itRejects(cardPinFormSchema, valid, [
    {
      when: 'the current password is empty',
      patch: { current_password: '' },
      path: 'current_password',
      messages: [cardPin.currentPasswordRequired],
    },
    {
      when: 'the PIN is empty',
      patch: { pin: '' },
      path: 'pin',
      messages: [cardPin.required],
    },
    ...[
      ['has 3 digits', '123'],
      ['has 7 digits', '1234567'],
      ['has a letter', '12a4'],
      ['is full-width', '１２３４'],
      ['has a space', '12 34'],
    ].map(([when, pin]) => ({
      when: `the PIN ${when}`,
      patch: { pin, pin_confirmation: pin },
      path: 'pin',
      messages: [cardPin.invalid],
    })),
    {
      when: 'the confirmation is empty',
      patch: { pin_confirmation: '' },
      path: 'pin_confirmation',
      messages: [cardPin.confirmationRequired],
    },
    {
      when: 'the confirmation differs',
      patch: { pin_confirmation: '4828' },
      path: 'pin_confirmation',
      messages: [cardPin.mismatch],
    },
  ]);
});

describe('cardPinRemovalFormSchema', () => {
  it('when the current password is given, then it is sent with pin null', () => {
    expect(cardPinRemovalFormSchema.parse({ current_password: 'kayoi-demo' })).toEqual({
      current_password: 'kayoi-demo',
      pin: null,
    });
  });
  itRejects(cardPinRemovalFormSchema, { current_password: 'kayoi-demo' }, [
    {
      when: 'the current password is empty',
      patch: { current_password: '' },
      path: 'current_password',
      messages: [cardPin.currentPasswordRequired],
    },
  ]);
});

describe('cardLoginPinFormSchema', () => {
  itAccepts(cardLoginPinFormSchema, { pin: '1234' }, [{ when: 'the PIN has 4 digits', patch: {} }]);
  itRejects(cardLoginPinFormSchema, { pin: '1234' }, [
    { when: 'the PIN is empty', patch: { pin: '' }, path: 'pin', messages: [cardPin.required] },
    { when: 'the PIN is too short', patch: { pin: '12' }, path: 'pin', messages: [cardPin.invalid] },
  ]);
});

describe('readerDeviceFormSchema', () => {
  itAccepts(readerDeviceFormSchema, { name: '受付PC 1' }, [
    { when: 'the name is given', patch: {}, output: { name: '受付PC 1' } },
    {
      when: 'the name has surrounding spaces',
      patch: { name: ' 2階タブレット ' },
      output: { name: '2階タブレット' },
    },
    { when: 'the name is 50 characters', patch: { name: '端'.repeat(50) } },
  ]);
  itRejects(readerDeviceFormSchema, { name: '受付PC 1' }, [
    { when: 'the name is empty', patch: { name: '' }, path: 'name', messages: [readerDevice.nameRequired] },
    {
      when: 'the name is only spaces',
      patch: { name: '   ' },
      path: 'name',
      messages: [readerDevice.nameRequired],
    },
    {
      when: 'the name is 51 characters',
      patch: { name: '端'.repeat(51) },
      path: 'name',
      messages: [readerDevice.nameTooLong],
    },
  ]);
});
