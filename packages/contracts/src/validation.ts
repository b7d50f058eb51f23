/** Validation rules shared by the server's schemas and the web app's forms. */
/** Mobile numbers of mainland China, as the reference validates them (front and back). */
export const MOBILE_PATTERN =
  '^(?:(?:\\+|00)86)?1(?:(?:3[\\d])|(?:4[5-79])|(?:5[0-35-9])|(?:6[5-7])|(?:7[0-8])|(?:8[\\d])|(?:9[189]))\\d{8}$';

