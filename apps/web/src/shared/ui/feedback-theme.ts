import type { ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';

// Its own file so feedback.ts (which loads feedback-antd lazily) and feedback-antd.tsx (which reads the theme)
// do not import each other.

export interface FeedbackTheme {
  theme: ThemeConfig;
  locale: Locale;
}

let shellTheme: FeedbackTheme | null = null;

/** The shell's theme and locale, for the messages, notifications and confirm boxes rendered outside its tree. */
export function setFeedbackTheme(next: FeedbackTheme): void {
  shellTheme = next;
}

export function feedbackTheme(): FeedbackTheme | null {
  return shellTheme;
}
