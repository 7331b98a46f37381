// @verdict/form's own tests run on captured fixtures; this one runs every test of every real system through it.
import { buildForm, defaultFor, flattenFields } from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { systems } from './manifests.test-helper.js';

describe('every real system draws through the form model', () => {
  it('every test of every system: every field has a unique path and a label, and the defaults are valid where examples are', () => {
    for (const system of systems) {
      for (const test of system.tests) {
        for (const example of test.examples) {
          const flat = flattenFields(buildForm(test.inputSchema, example.input));
          expect(flat.length, `${system.id}/${test.id}`).toBeGreaterThan(0);
          for (const { field } of flat) expect(field.label, field.path.join('.')).not.toBe('');
          const ids = flat.map(({ field }) => `${field.path.join('.')}#${field.kind}`);
          expect(new Set(ids).size, `${system.id}/${test.id}`).toBe(ids.length);
          expect(
            flat.some(({ field }) => field.kind === 'raw'),
            `${system.id}/${test.id} draws every field`,
          ).toBe(false);
        }
        const start = defaultFor(test.inputSchema, test.inputSchema);
        expect(start, `${system.id}/${test.id}`).toBeTypeOf('object');
      }
    }
  });
});
