export interface EditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Editing area height in px (spec §9: 300). */
  height?: number;
  readOnly?: boolean;
  placeholder?: string;
}
