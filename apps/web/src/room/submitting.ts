import type { FormEvent } from 'react';

/**
 * A form's submit handler: runs `action` in place of the browser's navigation. What the action's promise ends in
 * is its form's state (a problem, a busy flag), which the form shows, so the handler does not wait for it.
 *
 * @example
 * <form onSubmit={submitting(() => form.join())}>
 */
export function submitting(action: () => unknown): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault();
    void action();
  };
}
