// The verifier's form (issue 36: the web's verify page kept it): the text checked is kept, the head typed is read
// (a misread said, and no report), the drop zone's state, and the report in verifyExport's words.
import { describe, expect, it } from 'vitest';
import { buildRoom, ENGINE_VERSION, registry } from '../test-support/build-room.js';
import { createVerifyForm } from './verify-form.js';

const text = JSON.stringify(buildRoom().export());

describe("the verifier's form", () => {
  it('checks an export offline and says what it proved', () => {
    const form = createVerifyForm(registry, { engineVersion: ENGINE_VERSION, here: 'this browser' });
    expect(form.canVerify()).toBe(false);
    form.setDragging(true);
    form.verify(text);
    const { report, text: kept, dragging } = form.getSnapshot();
    expect(report?.headline).toBe('Verified: closed log, all 20 entries checked');
    expect(kept).toBe(text);
    expect(dragging).toBe(false);
    expect(form.canVerify()).toBe(true);
  });

  it('says a head typed that reads as none, and shows no report for it', () => {
    const form = createVerifyForm(registry, { engineVersion: ENGINE_VERSION });
    form.verify(text);
    form.setHeadText('forty');
    form.verify(text);
    expect(form.getSnapshot().report).toBeUndefined();
    expect(form.getSnapshot().headProblem).toMatch(/\S/);
    form.setHeadText('');
    form.verify(text);
    expect(form.getSnapshot().headProblem).toBeUndefined();
    expect(form.getSnapshot().report?.result.status).toBe('verified');
  });
});
