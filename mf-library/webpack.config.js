const { createConfig } = require('../tools/webpack/create-config');

// Placeholder pages for now: each exposed component is one route (or sidebar) of the shell's route table.
module.exports = createConfig({
  dir: __dirname,
  name: 'mf_library',
  devPort: 3004,
  exposes: {
    './MyDocuments': './src/pages/MyDocuments.tsx',
    './JuridicalDocuments': './src/pages/JuridicalDocuments.tsx',
    './LCOfficeDocuments': './src/pages/LCOfficeDocuments.tsx',
    './LCJuridicalDocuments': './src/pages/LCJuridicalDocuments.tsx',
    './Admin': './src/pages/Admin.tsx',
    './Process': './src/pages/Process.tsx',
    './Faileds': './src/pages/Faileds.tsx',
    './Search': './src/pages/Search.tsx',
    './SearchSidebar': './src/pages/SearchSidebar.tsx',
    './PreviewSidebar': './src/pages/PreviewSidebar.tsx',
  },
});
