import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../test/form-errors.ts';
import { toItemPayload } from '../item-payload.ts';
import { createItemSchema, editItemSchema } from './item-form-schema.ts';

describe('item forms', () => {
  it('says "Title is required." on create and "Title is required" on edit', () => {
    expect(fieldErrors(createItemSchema, { title: '', description: '' })).toEqual({
      title: 'Title is required.',
    });
    expect(fieldErrors(editItemSchema, { title: '', description: '' })).toEqual({
      title: 'Title is required',
    });
  });

  it('does not accept a title of only spaces', () => {
    expect(fieldErrors(createItemSchema, { title: '   ', description: '' })).toEqual({
      title: 'Title is required.',
    });
    expect(fieldErrors(editItemSchema, { title: '   ', description: '' })).toEqual({
      title: 'Title is required',
    });
  });

  it('keeps the description optional and within 255 characters', () => {
    expect(fieldErrors(createItemSchema, { title: 'Milk', description: '' })).toEqual({});
    expect(fieldErrors(createItemSchema, { title: 'Milk', description: 'x'.repeat(256) })).toEqual({
      description: 'Description must be at most 255 characters',
    });
  });

  it('sends an empty description as null', () => {
    expect(toItemPayload(createItemSchema.parse({ title: ' Milk ', description: '' }))).toEqual({
      title: 'Milk',
      description: null,
    });
    expect(toItemPayload(editItemSchema.parse({ title: 'Milk', description: '2 litres' }))).toEqual({
      title: 'Milk',
      description: '2 litres',
    });
  });
});
