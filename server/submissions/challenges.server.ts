// The human-check challenges of the specification: six prompts, four options each, exactly
// one correct. This table stays on the server; the browser only ever sees the prompt and
// the options without the correct flag.

export interface Challenge {
  question: string;
  options: { emoji: string; label: string; correct: boolean }[];
  correctAnswer: string;
}

function challenge(question: string, correct: [string, string], ...others: [string, string][]): Challenge {
  return {
    question,
    options: [
      { emoji: correct[0], label: correct[1], correct: true },
      ...others.map(([emoji, label]) => ({ emoji, label, correct: false })),
    ],
    correctAnswer: correct[1],
  };
}

export const challenges: readonly Challenge[] = [
  challenge("Select the fruit:", ["🍎", "Apple"], ["🚗", "Car"], ["🏠", "House"], ["⚽", "Ball"]),
  challenge("Select the animal:", ["🐶", "Dog"], ["🌳", "Tree"], ["📱", "Phone"], ["🎸", "Guitar"]),
  challenge("Select the vehicle:", ["🚗", "Car"], ["🍌", "Banana"], ["📚", "Books"], ["🌻", "Sunflower"]),
  challenge("Select the weather icon:", ["☀️", "Sun"], ["✏️", "Pencil"], ["🐟", "Fish"], ["👟", "Shoe"]),
  challenge("Select the food item:", ["🍕", "Pizza"], ["🚲", "Bicycle"], ["🔑", "Key"], ["🧦", "Socks"]),
  challenge("Select the building:", ["🏠", "House"], ["🐘", "Elephant"], ["🎈", "Balloon"], ["⌚", "Watch"]),
];
