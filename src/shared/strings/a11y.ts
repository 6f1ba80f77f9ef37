/** Visitor-facing strings of the accessibility controls (high-contrast toggle), in pt-BR. */
export const A11Y_UI = {
  contrastToggle: 'Alto contraste',
} as const;
