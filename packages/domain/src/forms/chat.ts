import { z } from 'zod';
import { validationMessages } from '../messages.ts';
import { requiredText } from './fields.ts';

const { bodyRequired, bodyTooLong } = validationMessages.chat;

export const chatMessageFormSchema = z.object({
  body: requiredText({ required: bodyRequired, tooLong: bodyTooLong }, 4000),
});

export type ChatMessageFormInput = z.input<typeof chatMessageFormSchema>;
export type ChatMessageFormValues = z.output<typeof chatMessageFormSchema>;
