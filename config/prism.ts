import { themes } from 'prism-react-renderer'

// Languages beyond prism-react-renderer's defaults that the docs and blog use.
export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: [
    'bash', 'diff', 'json', 'scss', 'less', 'sql', 'swift', 'kotlin', 'c', 'cpp',
    'rust', 'go', 'python', 'java', 'yaml', 'toml',
  ],
}
