/**
 * Scrolls to the first field of `form` (in page order) marked invalid and focuses it, once
 * the messages of a refused save are drawn (and a closed section holding one has opened).
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  if (!form) return;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!field) return;
      // Optional: some DOMs (jsdom) have no layout to scroll.
      field.scrollIntoView?.({ block: 'center' });
      field.focus({ preventScroll: true });
    }),
  );
}
