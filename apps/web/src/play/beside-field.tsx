import { type ReactNode, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * Shows its children right after the field an element belongs to (its `.field` box, else the element itself), so
 * a question about an edit ("This edit changes the rules of the play") sits next to the field being edited, not at
 * the top of the page. Without an element still in the page, the children show where this is rendered.
 *
 * @example
 * <BesideField anchor={editedInput}><RestartDialog … /></BesideField>
 */
export function BesideField({
  anchor,
  children,
}: {
  anchor: Element | null | undefined;
  children: ReactNode;
}) {
  const [host, setHost] = useState<HTMLElement | undefined>();
  useLayoutEffect(() => {
    if (!anchor?.isConnected) return;
    const field = anchor.closest('.field') ?? anchor;
    const box = document.createElement('div');
    box.className = 'beside-field';
    field.insertAdjacentElement('afterend', box);
    setHost(box);
    return () => {
      box.remove();
      setHost(undefined);
    };
  }, [anchor]);
  if (anchor?.isConnected && !host) return null;
  return host ? createPortal(children, host) : children;
}
