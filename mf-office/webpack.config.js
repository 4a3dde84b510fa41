const { createConfig } = require('../tools/webpack/create-config');

// Placeholder pages for now: each exposed component is one route (or sidebar) of the shell's route table.
module.exports = createConfig({
  dir: __dirname,
  name: 'mf_office',
  devPort: 3003,
  exposes: {
    './Informations': './src/pages/Informations.tsx',
    './Lawyers': './src/pages/Lawyers.tsx',
    './Policies': './src/pages/Policies.tsx',
    './Applications': './src/pages/Applications.tsx',
    './Profile': './src/pages/Profile.tsx',
    './CategoriesList': './src/pages/CategoriesList.tsx',
    './CategoriesUpdate': './src/pages/CategoriesUpdate.tsx',
    './CategoriesDetail': './src/pages/CategoriesDetail.tsx',
    './OfficeMenu': './src/pages/OfficeMenu.tsx',
    './AccountMenu': './src/pages/AccountMenu.tsx',
    './LawyerSidebar': './src/pages/LawyerSidebar.tsx',
    './LawyersSidebar': './src/pages/LawyersSidebar.tsx',
  },
});
