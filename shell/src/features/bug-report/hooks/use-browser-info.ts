import { useState } from 'react';

export interface BrowserInfo {
  userAgent: string;
  language: string;
  /** "width x height" of the window in CSS pixels. */
  viewport: string;
  platform: string;
}

type NavigatorWithHints = Navigator & { userAgentData?: { platform?: string } };

export function readBrowserInfo(): BrowserInfo {
  const nav = navigator as NavigatorWithHints;
  return {
    userAgent: nav.userAgent ?? '',
    language: nav.language ?? '',
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    platform: nav.userAgentData?.platform || nav.platform || '',
  };
}

/** The browser information, read once when the dialog opens (the dialog's content mounts on each opening). */
export function useBrowserInfo(): BrowserInfo {
  const [info] = useState(readBrowserInfo);
  return info;
}
