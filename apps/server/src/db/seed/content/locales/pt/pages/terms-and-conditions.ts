import type { PageTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../../figures.js';
import { amt } from '../format.js';

const coins = COINS.map(([name, code]) => `${name} (${code})`).join(', ');

export const termsAndConditions: PageTranslation = {
  title: 'Termos e condições',
  description:
    'O contrato entre você e a Satsino: quem pode jogar, como funcionam contas, depósitos, saques, bônus e jogos, e o que acontece se algo der errado.',
  body: `# Termos e condições

Estes Termos e condições (“Termos”) constituem o contrato entre você e a Satsino (“nós”) para o uso deste site e de todos os jogos e serviços oferecidos nele. Ao criar uma conta, você confirma que leu e aceitou estes Termos, juntamente com a nossa [Política de privacidade](/policies/privacy-policy), a nossa [Política de PLD](/policies/aml-policy) e a nossa política de [Jogo responsável](/policies/responsible-gaming), que fazem parte destes Termos. Se não os aceitar, não use o site.

## 1. Quem pode jogar

- Você deve ter pelo menos ${f.age} anos, ou a idade legal para apostas no lugar onde mora, se ela for maior. Podemos pedir comprovação de idade a qualquer momento, e encerraremos contas de menores e anularemos suas apostas.
- As apostas on-line devem ser legais para você no lugar onde você está. Cabe a você verificar isso; bloqueamos o acesso a partir de países onde não oferecemos nossos serviços, e usar VPN ou qualquer outro meio para contornar esses bloqueios é uma violação destes Termos.
- Você só pode ter uma conta. Contas duplicadas serão encerradas, e os bônus e ganhos obtidos por meio delas serão anulados.
- Você joga por conta própria, com recursos próprios, e não em nome de terceiros nem no exercício de atividade empresarial.

## 2. Sua conta

- Cadastre-se com dados corretos e mantenha-os atualizados. Você precisa verificar seu endereço de e-mail antes de poder depositar ou sacar.
- Mantenha sua senha em sigilo e saia da conta em dispositivos compartilhados. Você é responsável pela atividade na sua conta, a menos que nos avise prontamente de que outra pessoa teve acesso a ela. Suas sessões, e os dispositivos de onde elas vêm, estão listadas nas configurações da conta, onde você pode encerrar qualquer uma delas.
- Determinadas alterações na conta, e determinadas transações, exigem verificação de identidade (“KYC”): um documento que comprove sua identidade e, quando a nossa [Política de PLD](/policies/aml-policy) exigir, comprovantes de residência e da origem dos seus recursos. Até a conclusão das verificações, podemos reter saques e restringir a conta.
- O saldo da sua conta é mantido na moeda da conta (USD ou EUR) e exibido nessa moeda. Os depósitos são convertidos para ela pela cotação do momento em que são confirmados.

## 3. Depósitos

- Aceitamos ${coins}. O Bitcoin também pode ser enviado pela Lightning Network.
- O depósito mínimo é de ${amt(f.minDeposit)} na moeda da sua conta. Um pagamento menor só é creditado quando a soma dos seus depósitos pendentes atinge o mínimo.
- Envie cada moeda somente pela rede indicada ao lado do respectivo endereço de depósito. Moedas enviadas para o endereço errado, pela rede errada ou como token não suportado podem ser perdidas, e nem sempre conseguimos recuperá-las.
- Um depósito é creditado após as confirmações exigidas pela rede; o caixa mostra quantas. Você também pode comprar cripto com cartão por meio do parceiro terceirizado indicado no caixa, de acordo com os termos desse parceiro.
- Os depósitos devem vir de uma carteira que você controle. Os recursos não podem ter origem criminosa.

## 4. Saques

- Você pode sacar de ${amt(f.withdrawalMin)} a ${amt(f.withdrawalMax)} na moeda da sua conta por solicitação, a menos que o caixa mostre outros limites para a moeda escolhida. Somente as moedas marcadas como disponíveis para saque podem ser sacadas.
- Pode haver apenas um saque pendente por vez, e você pode cancelá-lo enquanto ele estiver pendente. Os saques são analisados em menos de ${f.approvalMinutes} minutos, em média; a esse tempo se somam as confirmações da rede.
- A taxa de rede é descontada do valor enviado. O valor em cripto é calculado pela cotação do momento em que o saque é processado, que pode ser diferente da cotação que você viu ao solicitá-lo.
- Você não pode sacar enquanto houver um bônus ativo com requisito de apostas pendente (veja a seção 5). Podemos pedir que você conclua a verificação antes de pagar um saque, e pagamos somente ao próprio jogador, nunca a terceiros.

## 5. Bônus e promoções

- Os bônus são opcionais. Você escolhe se quer receber um ao depositar e sempre pode optar por não receber nenhum. A página de cada promoção informa os respectivos termos; quando eles divergirem desta seção, prevalecem os termos da promoção.
- Salvo indicação em contrário na promoção, o saldo de bônus deve ser apostado ${f.wagering} vezes (${f.wagering}×) em até ${f.bonusDays} dias antes que ele e os ganhos obtidos com ele possam ser sacados, e nenhuma aposta individual pode exceder ${amt(f.maxBet)} na moeda da sua conta enquanto o requisito de apostas estiver em andamento. Os ganhos das rodadas grátis são creditados como saldo de bônus, com requisito de apostas de ${f.spinWagering}×.
- Apenas um bônus pode estar ativo por vez. O dinheiro real é sempre usado antes do saldo de bônus.
- Quando um bônus expira ou é perdido, o saldo de bônus restante e os ganhos obtidos com ele são removidos. O dinheiro que você mesmo depositou nunca é removido.
- Os bônus se destinam a jogadores recreativos. O abuso de bônus — contas duplicadas, jogo combinado, padrões de aposta de baixo risco feitos apenas para cumprir o requisito de apostas ou a exploração de um erro — leva à remoção do bônus e dos seus ganhos e pode levar ao encerramento da conta.

## 6. Jogos e jogo justo

- Nossos jogos próprios são comprovadamente justos: antes de cada rodada, você pode ver um hash criptográfico da seed do servidor, pode definir sua própria seed do cliente e, depois que a seed é trocada, pode verificar cada resultado por conta própria. Os jogos de terceiros são certificados pelos respectivos provedores.
- As regras do jogo e o seu retorno ao jogador (RTP) são exibidos no próprio jogo. Um mau funcionamento anula todos os pagamentos e jogadas afetados por ele; se um jogo falhar durante uma rodada, a rodada é liquidada com base nos registros do jogo ou a aposta é reembolsada.
- Erros evidentes em um jogo, em um preço ou em um pagamento (por exemplo, uma falha de exibição) não geram direito a ganhos que as regras do jogo não pagariam.

## 7. Jogo responsável

O jogo deve continuar sendo entretenimento. Você pode definir limites, fazer uma pausa ou se autoexcluir a qualquer momento — veja [Jogo responsável](/policies/responsible-gaming). Uma autoexclusão não pode ser revertida antes do fim do período, e não enviaremos marketing a você enquanto ela durar.

## 8. O que você não pode fazer

Você não pode usar o site para lavagem de dinheiro ou qualquer outro crime; usar recursos ou meios de pagamento roubados ou de terceiros; fazer conluio com outros jogadores; usar bots, scripts ou programas que joguem por você; interferir no site, na segurança dele ou em outros jogadores; nem desrespeitar nossa equipe. Podemos suspender uma conta enquanto investigamos, anular apostas e ganhos obtidos em violação destes Termos e comunicar suspeitas de crime às autoridades.

## 9. Encerramento da conta

Você pode encerrar sua conta a qualquer momento pelo Atendimento ao cliente; o saldo restante em dinheiro real é pago após as verificações habituais. Podemos encerrar uma conta por violação destes Termos, e também contas sem uso há mais de 12 meses, depois de avisar você e pagar qualquer saldo restante.

## 10. Responsabilidade

O site é oferecido no estado em que se encontra. Não nos responsabilizamos por perdas causadas por eventos fora do nosso controle, incluindo quedas de rede, congestionamento da blockchain ou falha de um serviço de terceiros, nem por perdas indiretas. Nada nestes Termos limita a responsabilidade que a lei não nos permite limitar.

## 11. Reclamações e alterações

Se algo der errado, fale com o Atendimento ao cliente pelo chat ao vivo ou pela [página de suporte](/customersupport). Respondemos às reclamações em até 14 dias. Podemos alterar estes Termos; alterações relevantes são anunciadas no site antes de entrarem em vigor, e continuar jogando depois disso significa que você as aceita. Estes Termos foram redigidos em inglês; a tradução é oferecida por conveniência e, em caso de divergência, prevalece a versão em inglês.
`,
};
