// The six reviews shown on the home page; the same list feeds the LocalBusiness JSON-LD.
export interface Review {
  author: string;
  organisation: string;
  rating: 5;
  text: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
}

export const reviews: readonly Review[] = [
  {
    author: "Rachel T.",
    organisation: "Harbourside Home Loans",
    rating: 5,
    text: "The SMS-verified mortgage leads were genuinely exclusive. Our 50-lead test converted well enough that we moved to a weekly order within a month.",
    date: "2025-09-18",
  },
  {
    author: "Greg M.",
    organisation: "Southern Cross Outbound",
    rating: 5,
    text: "Duplicates are rejected in real time and we are never charged for them. Contact rates on the warm leads have been consistently better than any list we have rented.",
    date: "2025-07-02",
  },
  {
    author: "Priya S.",
    organisation: "Hope Foundation Australia",
    rating: 5,
    text: "Every regular-giver lead came with clear consent and source details, which made our compliance review straightforward. The team understands the fundraising code.",
    date: "2025-05-21",
  },
  {
    author: "Tom B.",
    organisation: "Brightside Solar",
    rating: 5,
    text: "Opt-in energy leads with no door-knocking worries. The home-mover data opened a channel we had not tried before and it paid for itself in the first fortnight.",
    date: "2025-03-11",
  },
  {
    author: "Angela W.",
    organisation: "Evergreen Retirement Living",
    rating: 5,
    text: "They asked more questions about our residents and sales process than any supplier we have used. The leads reflected it: relevant, local and happy to talk.",
    date: "2024-11-27",
  },
  {
    author: "Daniel K.",
    organisation: "Kiwi Cover Insurance",
    rating: 5,
    text: "A count and quote arrived within two days, delivery started straight after setup, and the account manager answers the phone. Easy to recommend for New Zealand campaigns too.",
    date: "2024-09-04",
  },
];
