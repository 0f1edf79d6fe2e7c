// Dark by default, the switch enabled, the OS preference not followed.
export const colorMode = {
  defaultMode: 'dark' as const,
  disableSwitch: false,
  respectPrefersColorScheme: false,
}
