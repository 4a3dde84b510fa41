import { uploadReport } from './report';

describe('uploadReport', () => {
  it('says one document uploaded, or how many', () => {
    expect(uploadReport([{ name: 'a.pdf', result: 'uploaded' }]).success).toEqual({ id: 'library.upload.done.one' });
    expect(
      uploadReport([
        { name: 'a.pdf', result: 'uploaded' },
        { name: 'b.pdf', result: 'notAttached' },
      ]).success,
    ).toEqual({ id: 'library.upload.done.many', values: { count: 2 } });
  });

  it('names every failed file in one alert, and each document not added to its case', () => {
    const report = uploadReport([
      { name: 'a.pdf', result: 'failed' },
      { name: 'b.png', result: 'failed' },
      { name: 'c.docx', result: 'notAttached' },
    ]);
    expect(report.failure).toEqual({ id: 'library.upload.failed', values: { count: 2, names: 'a.pdf, b.png' } });
    expect(report.notAttached).toEqual([{ id: 'library.upload.notAttached', values: { name: 'c.docx' } }]);
    expect(report.success).toEqual({ id: 'library.upload.done.one' });
  });

  it('says no success when nothing was stored', () => {
    expect(uploadReport([{ name: 'a.pdf', result: 'failed' }]).success).toBeNull();
  });
});
