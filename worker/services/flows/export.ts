// "Your data" (UK GDPR right of access): everything the site holds about the caller, as one JSON
// document, read in one round trip. Other people appear only as far as the caller was sent their
// details (a trade sees what homeowners sent them); hashes, tokens and session ids never appear.
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { UserRow } from '../../../schema/tables/accounts';
import { previousEmails, sessions } from '../../../schema/tables/accounts';
import { payments } from '../../../schema/tables/billing';
import { bookings } from '../../../schema/tables/bookings';
import { newsletterSubscribers } from '../../../schema/tables/content';
import { storedObjects } from '../../../schema/tables/files';
import { galleryPhotos, tradesmen } from '../../../schema/tables/listings';
import { quoteRequests } from '../../../schema/tables/quotes';
import { reviews } from '../../../schema/tables/reviews';
import { supportRequests } from '../../../schema/tables/support';
import { verificationDocuments } from '../../../schema/tables/verification';
import type { Database } from '../../db';
import { toAccount } from '../accounts/settings';
import { billingSummary } from '../billing/plan-changes';
import { toGalleryPhoto } from '../listings/gallery';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function exportAccountData(db: Database, user: UserRow, now: Date) {
  const ownListingIds = db
    .select({ id: tradesmen.id })
    .from(tradesmen)
    .where(eq(tradesmen.ownerId, user.id));
  const [
    sent,
    written,
    newsletter,
    devices,
    files,
    listings,
    documents,
    received,
    paid,
    former,
    visits,
    photos,
    support,
  ] = await db.batch([
    db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.homeownerId, user.id))
      .orderBy(desc(quoteRequests.createdAt)),
    db
      .select()
      .from(reviews)
      .where(eq(reviews.homeownerId, user.id))
      .orderBy(desc(reviews.createdAt)),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
    db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.createdAt)),
    db.select().from(storedObjects).where(eq(storedObjects.ownerId, user.id)),
    db.select().from(tradesmen).where(eq(tradesmen.ownerId, user.id)),
    db
      .select()
      .from(verificationDocuments)
      .where(inArray(verificationDocuments.tradesmanId, ownListingIds)),
    db
      .select()
      .from(quoteRequests)
      .where(inArray(quoteRequests.tradesmanId, ownListingIds))
      .orderBy(desc(quoteRequests.createdAt)),
    db
      .select()
      .from(payments)
      .where(or(eq(payments.userId, user.id), inArray(payments.tradesmanId, ownListingIds)))
      .orderBy(desc(payments.createdAt)),
    db
      .select()
      .from(previousEmails)
      .where(eq(previousEmails.userId, user.id))
      .orderBy(desc(previousEmails.changedAt)),
    // Survey visits the caller booked, and those booked with their listing.
    db
      .select()
      .from(bookings)
      .where(or(eq(bookings.homeownerId, user.id), inArray(bookings.tradesmanId, ownListingIds)))
      .orderBy(desc(bookings.startsAt)),
    db
      .select()
      .from(galleryPhotos)
      .where(inArray(galleryPhotos.tradesmanId, ownListingIds))
      .orderBy(galleryPhotos.tradesmanId, galleryPhotos.position, galleryPhotos.id),
    db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, user.id))
      .orderBy(desc(supportRequests.createdAt)),
  ]);
  const isTrade = listings.length > 0 || user.role === 'tradesperson';
  return {
    exportedAt: now.toISOString(),
    account: { ...toAccount(user), username: user.username, lastLogin: iso(user.lastLoginAt) },
    previousEmails: former.map((row) => ({ email: row.email, changedAt: iso(row.changedAt) })),
    quoteRequestsSent: sent.map((quote) => ({
      id: quote.id,
      tradesmanName: quote.tradesmanName,
      propertySize: quote.propertySize,
      timeline: quote.timeline,
      description: quote.description,
      customerName: quote.customerName,
      customerEmail: quote.customerEmail,
      customerPhone: quote.customerPhone,
      customerAddress: quote.customerAddress,
      customerPostcode: quote.customerPostcode,
      status: quote.status,
      createdAt: iso(quote.createdAt),
      completedAt: iso(quote.completedAt),
      withdrawnAt: iso(quote.withdrawnAt),
    })),
    reviewsWritten: written.map((review) => ({
      id: review.id,
      quoteRequestId: review.quoteRequestId,
      rating: review.rating,
      title: review.title,
      text: review.text,
      workDate: review.workDate,
      reply: review.reply,
      hidden: review.hidden,
      hiddenReason: review.hiddenReason,
      createdAt: iso(review.createdAt),
    })),
    newsletter: newsletter[0]
      ? {
          email: newsletter[0].email,
          userType: newsletter[0].userType,
          isActive: newsletter[0].isActive,
          subscribedAt: iso(newsletter[0].subscribedAt),
        }
      : null,
    sessions: devices.map((session) => ({
      createdAt: iso(session.createdAt),
      expiresAt: iso(session.expiresAt),
    })),
    files: files.map((file) => ({
      purpose: file.purpose,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      status: file.status,
      uploadedAt: iso(file.createdAt),
    })),
    surveyVisits: visits.map((visit) => ({
      id: visit.id,
      tradesmanId: visit.tradesmanId,
      start: iso(visit.startsAt),
      end: iso(visit.endsAt),
      name: visit.name,
      email: visit.email,
      phone: visit.phone,
      note: visit.note,
      status: visit.status,
      bookedAt: iso(visit.createdAt),
    })),
    ...(isTrade ? tradeData(listings, documents, received, paid, photos, now) : {}),
    supportRequests: support.map((request) => ({
      subject: request.subject,
      message: request.message,
      status: request.status,
      replyBy: iso(request.replyBy),
      reply: request.reply,
      repliedAt: iso(request.repliedAt),
      createdAt: iso(request.createdAt),
    })),
  };
}

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

function tradeData(
  listings: Row<typeof tradesmen>[],
  documents: Row<typeof verificationDocuments>[],
  received: Row<typeof quoteRequests>[],
  paid: Row<typeof payments>[],
  photos: Row<typeof galleryPhotos>[],
  now: Date,
) {
  return {
    listings: listings.map((listing) => ({
      id: listing.id,
      name: listing.name,
      description: listing.description,
      services: listing.services,
      /** Kept aside when a paid plan ended, shown again on the next paid plan. */
      hiddenServices: listing.hiddenServices ?? [],
      credentials: listing.credentials,
      location: listing.location,
      logoUrl: listing.logoUrl,
      contactEmail: listing.contactEmail,
      contactPhone: listing.contactPhone,
      website: listing.website,
      businessAddress: listing.businessAddress,
      yearsExperience: listing.yearsExperience,
      verificationStatus: listing.verificationStatus,
      verificationNotes: listing.verificationNotes,
      isVerified: listing.isVerified,
      featured: listing.featured,
      featuredUntil: iso(listing.featuredUntil),
      ratings: { average: listing.ratingAverage, count: listing.ratingCount },
      completedJobs: listing.completedJobs,
      createdAt: iso(listing.createdAt),
      subscription: billingSummary(listing, now),
    })),
    verificationDocuments: documents.map((document) => ({
      documentType: document.documentType,
      documentName: document.documentName,
      status: document.status,
      reviewNotes: document.reviewNotes,
      uploadedAt: iso(document.uploadedAt),
      reviewedAt: iso(document.reviewedAt),
    })),
    quoteRequestsReceived: received.map((quote) => ({
      id: quote.id,
      customerName: quote.customerName,
      customerEmail: quote.customerEmail,
      customerPhone: quote.customerPhone,
      customerAddress: quote.customerAddress,
      customerPostcode: quote.customerPostcode,
      propertySize: quote.propertySize,
      timeline: quote.timeline,
      description: quote.description,
      status: quote.status,
      createdAt: iso(quote.createdAt),
    })),
    gallery: photos.map((photo) => ({
      ...toGalleryPhoto(photo),
      listingId: photo.tradesmanId,
      createdAt: iso(photo.createdAt),
    })),
    payments: paid.map((payment) => ({
      purpose: payment.purpose,
      plan: payment.plan,
      billing: payment.billing,
      amountPence: payment.amountPence,
      currency: payment.currency,
      status: payment.status,
      createdAt: iso(payment.createdAt),
    })),
  };
}
