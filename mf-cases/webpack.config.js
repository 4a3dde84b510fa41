const { createConfig } = require('../tools/webpack/create-config');

// Each exposed component is one route of the shell's route table.
module.exports = createConfig({
  dir: __dirname,
  name: 'mf_cases',
  devPort: 3002,
  exposes: {
    './LegalCases': './src/pages/LegalCases.tsx',
    './MyCases': './src/pages/MyCases.tsx',
    './AllCases': './src/pages/AllCases.tsx',
    './LegalCase': './src/pages/LegalCase.tsx',
    './LCDemand': './src/pages/LCDemand.tsx',
    './LCLitigeantDocuments': './src/pages/LCLitigeantDocuments.tsx',
    './Intake': './src/pages/Intake.tsx',
  },
});
