import { usePageTitle } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { LibraryDocument } from '../api/documents';
import { readSearch } from '../common/searchParams';
import { CaseGate } from '../features/documents/components/CaseGate';
import { CaseSuggestions } from '../features/documents/components/CaseSuggestions';
import { DocumentsPage } from '../features/documents/components/DocumentsPage';
import { SearchForm } from '../features/search/components/SearchSidebar';
import { UploadMetadataSection } from '../features/metadata/components/UploadMetadataSection';
import { UploadZone } from '../features/upload/components/UploadZone';

/** The home upload zone and its popup, with the metadata form's section. */
export function LibraryUploadZone({ legalCaseToken }: { legalCaseToken?: string }) {
  return <UploadZone legalCaseToken={legalCaseToken} MetadataSection={UploadMetadataSection} />;
}

const uploadZone = <LibraryUploadZone />;

// A public document cannot be deleted (specification 2, §4), nor a litigant's file (the case's), nor by the super
// administrator a firm's document (marked with its firm in their lists): the server refuses them, so no screen
// offers it.
const deletable = (document: LibraryDocument) =>
  document.visibility === 'private' && document.source !== 'litigant' && document.firm_name === undefined;

// A document whose text is read can be anonymised (issue 26): the review needs the text.
const anonymisable = (document: LibraryDocument) => document.state === 'success' || document.state === 'processed';

/** /my-documents: the firm's own documents (scope cabinet), with the upload zone. */
export function MyDocumentsPage() {
  return (
    <DocumentsPage
      titleId="library.MyDocuments.title"
      scopes="cabinet"
      emptyId="documents.noresult.default"
      upload={uploadZone}
      deletable={deletable}
      anonymisable={anonymisable}
    />
  );
}

/** /juridical-documents: processed documents of other sources (scope others). */
export function JuridicalDocumentsPage() {
  return (
    <DocumentsPage titleId="library.JuridicalDocuments.title" scopes="others" emptyId="documents.noresult.default" />
  );
}

/** /admin: processed documents (their state shown as a suffix label), upload, delete. */
export function AdminPage() {
  return (
    <DocumentsPage
      titleId="library.Admin.title"
      status="processed"
      emptyId="documents.noresult.default"
      upload={uploadZone}
      deletable={deletable}
      anonymisable={anonymisable}
    />
  );
}

/** /process: pending or success documents, shown as to process; its search runs past 2 characters. */
export function ProcessPage() {
  return (
    <DocumentsPage
      titleId="library.Process.title"
      status="pending|success"
      emptyId="library.empty.failed"
      ownSearch
      previewable={false}
      deletable={deletable}
    />
  );
}

/** /faileds: documents whose processing failed, with the reason. */
export function FailedsPage() {
  return (
    <DocumentsPage
      titleId="library.Faileds.title"
      status="failure"
      emptyId="library.empty.failed"
      showReason
      previewable={false}
      deletable={deletable}
    />
  );
}

/** /search: free text with Nature du document and Confidentialité; results with their name and text. */
export function SearchPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { terms } = readSearch(params);
  // The browser tab names what was searched ("« bail » – Recherche · LexDesk"), as history and tabs list it.
  usePageTitle(terms ? intl.formatMessage({ id: 'library.Search.documentTitle' }, { terms }) : null);
  return (
    <DocumentsPage
      titleId="library.Search.title"
      emptyId="library.search.noResult"
      searchOnly
      header={<SearchForm page />}
    />
  );
}

/** A case's "my documents" tab: the case's documents (uploads are added to it), then the suggestions. */
export function LCOfficeDocumentsPage() {
  return (
    <CaseGate>
      {(legalCaseToken) => (
        <DocumentsPage
          titleId="library.LCOfficeDocuments.title"
          scopes="case"
          searchScopes="cabinet"
          legalCaseToken={legalCaseToken}
          addable="hits"
          removable
          emptyId="documents.noresult.default"
          upload={<LibraryUploadZone legalCaseToken={legalCaseToken} />}
          footer={<CaseSuggestions legalCaseToken={legalCaseToken} />}
        />
      )}
    </CaseGate>
  );
}

/** A case's juridical documents tab: the library's processed documents, each with "add to the case". */
export function LCJuridicalDocumentsPage() {
  return (
    <CaseGate>
      {(legalCaseToken) => (
        <DocumentsPage
          titleId="library.LCJuridicalDocuments.title"
          scopes="others"
          legalCaseToken={legalCaseToken}
          addable="rows"
          emptyId="documents.noresult.default"
        />
      )}
    </CaseGate>
  );
}
