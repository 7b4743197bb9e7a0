import { describe } from 'vitest';
import { chatMessageFormSchema } from '../../src/forms/index.ts';
import { validationMessages } from '../../src/messages.ts';
import { itAccepts, itRejects } from './helpers.ts';

const m = validationMessages.chat;
const valid = { body: 'こんにちは' };

describe('chatMessageFormSchema', () => {
  itAccepts(chatMessageFormSchema, valid, [
    { when: 'the body is one character', patch: { body: 'a' } },
    { when: 'the body is exactly 4000 characters', patch: { body: 'あ'.repeat(4000) } },
    {
      when: 'the body is 4000 emoji (counted as characters, not UTF-16 units)',
      patch: { body: '🏊'.repeat(4000) },
    },
    { when: 'the body has surrounding whitespace', patch: { body: '  やあ  ' }, output: { body: 'やあ' } },
  ]);
  itRejects(chatMessageFormSchema, valid, [
    { when: 'the body is empty', patch: { body: '' }, path: 'body', messages: [m.bodyRequired] },
    {
      when: 'the body is only whitespace',
      patch: { body: ' \n\u3000' },
      path: 'body',
      messages: [m.bodyRequired],
    },
    { when: 'the body is missing', patch: { body: undefined }, path: 'body', messages: [m.bodyRequired] },
    {
      when: 'the body is 4001 characters',
      patch: { body: 'あ'.repeat(4001) },
      path: 'body',
      messages: [m.bodyTooLong],
    },
  ]);
});
