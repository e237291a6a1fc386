import { useEffect } from 'react';

/**
 * Keeps the whole page title in the `title` attribute (the tooltip) of the app bar's title
 * while the bar cuts it: react-admin renders each page's title into that element through a
 * portal, so the text is only known once the page has written it.
 */
export function FullTitleTooltip({ targetId = 'react-admin-title' }: { targetId?: string }) {
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return undefined;
    const measure = () => {
      frame = 0;
      const text = target.textContent?.trim() ?? '';
      const cut = target.scrollWidth > target.clientWidth || target.scrollHeight > target.clientHeight;
      if (cut && text) target.setAttribute('title', text);
      else target.removeAttribute('title');
    };
    // Measured in the next frame, once, however many changes came: measuring at once would
    // lay the whole page out in the middle of a render.
    let frame = 0;
    const update = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(target, { childList: true, subtree: true, characterData: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [targetId]);
  return null;
}
