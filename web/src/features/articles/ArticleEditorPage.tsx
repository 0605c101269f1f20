import { useParams } from 'react-router-dom';
import { PageSection } from '../../components/PageSection';

/** One screen for both flavours (spec public-site §2): a route with an id edits, one without creates. */
export function ArticleEditorPage() {
  const { id } = useParams();
  return (
    <PageSection
      title={id ? 'Edit Article' : 'New Article'}
      description="Write an Education Hub article, choose its category and image, and publish it when it is ready."
    />
  );
}
